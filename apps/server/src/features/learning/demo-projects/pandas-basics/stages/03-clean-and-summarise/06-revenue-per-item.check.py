check_call("groupby")
check_object("revenue_by_menu", hint={"ko": "큰 순서로 정렬했나요? `ascending=False`", "en": "Did you sort largest first? `ascending=False`"})
check_object("top3")
