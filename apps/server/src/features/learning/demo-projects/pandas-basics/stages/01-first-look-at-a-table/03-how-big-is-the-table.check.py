check_object("n_rows", hint={"ko": "행 수는 `orders.shape[0]`입니다.", "en": "The row count is `orders.shape[0]`."})
check_object("n_cols", hint={"ko": "열 수는 `orders.shape[1]`입니다.", "en": "The column count is `orders.shape[1]`."})
check_output_contains("711 9")
