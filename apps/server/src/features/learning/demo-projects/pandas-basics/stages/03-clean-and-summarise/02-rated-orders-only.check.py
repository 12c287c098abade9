check_object("missing_ratings")
check_object("rated", hint={"ko": "`subset=[\"rating\"]`을 주었나요?", "en": "Did you pass `subset=[\"rating\"]`?"})
check_object("average_rating")
