import os

import pandas as pd

check_object("submission", hint={"ko": "전체 데이터로 학습했고, `target`은 1일 확률인가요?", "en": "Did you train on all the data, with the probability of 1 as `target`?"})
check(os.path.exists("submission.csv"), ko="`submission.csv` 파일이 없습니다. `to_csv`로 저장하세요.", en="There is no `submission.csv` file. Save it with `to_csv`.")
written = pd.read_csv("submission.csv")
check(list(written.columns) == ["id", "target"], ko=f"파일의 열이 {list(written.columns)}입니다. `id`, `target` 두 열이어야 합니다. `index=False`를 주었나요?", en=f"The file's columns are {list(written.columns)}; expected `id` and `target`. Did you pass `index=False`?")
check(len(written) == 1500, ko="파일에 평가 데이터의 1,500행이 모두 있어야 합니다.", en="The file must have all 1,500 test rows.")
