check_call("to_datetime")
check_object("rentals", hint={"ko": "`date`를 바꾼 뒤 `month` 열을 추가했나요?", "en": "Did you convert `date` and then add the `month` column?"})
