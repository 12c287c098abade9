check_call("train_test_split")
for name in ["X_train", "X_valid", "y_train", "y_valid"]:
    check_object(name, hint={"ko": "`test_size=0.2, random_state=42, stratify=y`를 주었고, 결과의 순서가 맞나요?", "en": "Did you pass `test_size=0.2, random_state=42, stratify=y`, and are the results in the right order?"})
