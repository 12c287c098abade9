from matplotlib.axes import Axes

check_object("by_season", hint={"ko": "봄-여름-가을-겨울 순서로 `reindex` 했나요?", "en": "Did you `reindex` in spring-summer-autumn-winter order?"})
check(list(learner["by_season"].index) == ["spring", "summer", "autumn", "winter"], ko="`by_season`의 순서가 봄-여름-가을-겨울이 아닙니다.", en="`by_season` is not in spring-summer-autumn-winter order.")
check(isinstance(learner.get("ax"), Axes), ko="`ax`에 그려 주세요.", en="Draw on `ax`.")
check(len(learner["ax"].patches) == 4, ko="계절마다 막대 하나씩, 막대 4개를 그려 주세요: `ax.bar(...)`", en="Draw four bars, one per season: `ax.bar(...)`.")
