check_object("X", hint={"ko": "`id`와 `target`을 빼고 `features`의 세 열만 골랐나요?", "en": "Did you keep only the three columns in `features`, without `id` and `target`?"})
check_object("y")
