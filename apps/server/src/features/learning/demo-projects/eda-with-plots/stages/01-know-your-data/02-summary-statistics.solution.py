import pandas as pd

rentals = pd.read_csv("/data/bike_rentals.csv")

summary = rentals.describe()
summary
