import numpy as np
from matplotlib.axes import Axes

check_object("monthly", hint={"ko": "월마다 합계(`sum`)를 구했나요?", "en": "Did you total (`sum`) each month?"})
check(isinstance(learner.get("ax"), Axes), ko="`ax`에 그려 주세요.", en="Draw on `ax`.")
lines = learner["ax"].get_lines()
check(len(lines) >= 1, ko="선 그래프가 없습니다. `ax.plot(...)`을 불렀나요?", en="There is no line. Did you call `ax.plot(...)`?")
check(np.allclose(lines[0].get_ydata(), solution["monthly"].values), ko="선의 y값이 월별 합계와 다릅니다.", en="The line's y values are not the monthly totals.")
