check_import("pandas", alias="pd")
check_call("read_csv")
check_object("orders", hint={"ko": "`/data/cafe_orders.csv`를 그대로 읽었나요?", "en": "Did you read `/data/cafe_orders.csv` as it is?"})
