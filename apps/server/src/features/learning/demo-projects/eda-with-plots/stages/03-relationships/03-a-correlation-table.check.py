check_object("corr")
check_object("temp_corr")
check_object("rain_corr", hint={"ko": "강수량 열의 이름은 `rain_mm`입니다.", "en": "The rainfall column is `rain_mm`."})
