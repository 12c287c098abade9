check_object("big_coffee", hint={"ko": "수량 조건(2 이상)도 `&`로 함께 걸었나요?", "en": "Did you add the quantity condition (2 or more) with `&`?"})
