check_call("fit")
check_object("valid_accuracy", hint={"ko": "학습은 `X_train`으로, 평가는 `X_valid`로 했나요?", "en": "Did you train on `X_train` and score on `X_valid`?"})
