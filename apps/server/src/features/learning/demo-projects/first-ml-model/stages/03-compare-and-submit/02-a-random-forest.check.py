check_object("forest_auc", hint={"ko": "`n_estimators=100, max_depth=5, random_state=0`으로 학습했나요?", "en": "Did you train with `n_estimators=100, max_depth=5, random_state=0`?"})
check_object("better", hint={"ko": "AUC가 더 높은 쪽이 더 나은 모델입니다.", "en": "The higher AUC is the better model."})
