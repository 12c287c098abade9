check_object("lattes", hint={"ko": "메뉴가 정확히 \"Latte\"인 행만 남겼나요?", "en": "Did you keep only the rows whose menu is exactly \"Latte\"?"})
