from matplotlib.axes import Axes

check(isinstance(learner.get("ax"), Axes), ko="`fig, ax = plt.subplots()`로 만든 `ax`에 그려 주세요.", en="Draw on the `ax` from `fig, ax = plt.subplots()`.")
ax = learner["ax"]
check(len(ax.patches) == 30, ko=f"히스토그램의 막대가 {len(ax.patches)}개입니다. `bins=30`으로 30개여야 합니다.", en=f"The histogram has {len(ax.patches)} bars; use `bins=30` for 30.")
heights = sum(patch.get_height() for patch in ax.patches)
check(heights == 366, ko="막대 높이의 합이 366일이 아닙니다. `rentals[\"rentals\"]` 열 전체를 그렸나요?", en="The bars do not add up to 366 days. Did you plot the whole `rentals[\"rentals\"]` column?")
check(ax.get_xlabel() != "" and ax.get_ylabel() != "", ko="x축과 y축에 이름을 붙여 주세요.", en="Label both the x and the y axis.")
