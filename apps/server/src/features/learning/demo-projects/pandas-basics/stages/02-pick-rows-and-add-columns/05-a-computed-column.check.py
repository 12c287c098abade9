check_object("orders", hint={"ko": "`sales` 열은 `price`와 `quantity`의 곱입니다.", "en": "The `sales` column is `price` times `quantity`."})
