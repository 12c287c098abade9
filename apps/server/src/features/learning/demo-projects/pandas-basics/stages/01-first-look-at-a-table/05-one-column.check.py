check_object("menu")
check_object("menu_price", hint={"ko": "열 이름의 리스트를 넘겼나요? `orders[[\"menu\", \"price\"]]`", "en": "Did you pass a list of names? `orders[[\"menu\", \"price\"]]`"})
