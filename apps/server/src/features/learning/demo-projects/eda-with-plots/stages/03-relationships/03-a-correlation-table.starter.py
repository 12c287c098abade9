import pandas as pd

rentals = pd.read_csv("/data/bike_rentals.csv")
columns = ["temp", "humidity", "wind", "rain_mm", "rentals"]

corr = ___
temp_corr = ___
rain_corr = ___
corr.round(2)
