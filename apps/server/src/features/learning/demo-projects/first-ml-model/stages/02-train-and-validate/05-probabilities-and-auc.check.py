check_object("valid_proba", hint={"ko": "1일 확률, 즉 `predict_proba(...)[:, 1]`인가요?", "en": "Is it the probability of 1, `predict_proba(...)[:, 1]`?"})
check_object("valid_auc")
