import numpy as np
from matplotlib.axes import Axes

check(isinstance(learner.get("ax"), Axes), ko="`ax`에 그려 주세요.", en="Draw on `ax`.")
ax = learner["ax"]
check(len(ax.collections) >= 1, ko="산점도가 없습니다. `ax.scatter(...)`를 불렀나요?", en="There is no scatter plot. Did you call `ax.scatter(...)`?")
points = ax.collections[0].get_offsets()
check(len(points) == 366, ko=f"점이 {len(points)}개입니다. 하루에 하나씩 366개여야 합니다.", en=f"There are {len(points)} points; expected one per day, 366.")
rentals = solution["rentals"]
check(np.allclose(np.asarray(points)[:, 0], rentals["temp"]) and np.allclose(np.asarray(points)[:, 1], rentals["rentals"]), ko="x는 `temp`, y는 `rentals`여야 합니다.", en="x should be `temp` and y `rentals`.")
check(ax.get_xlabel() != "" and ax.get_ylabel() != "", ko="x축과 y축에 이름을 붙여 주세요.", en="Label both the x and the y axis.")
