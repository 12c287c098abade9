import pandas as pd

rentals = pd.read_csv("/data/bike_rentals.csv")
columns = ["temp", "humidity", "wind", "rain_mm", "rentals"]

corr = rentals[columns].corr()
temp_corr = corr.loc["temp", "rentals"]
rain_corr = corr.loc["rain_mm", "rentals"]
corr.round(2)
