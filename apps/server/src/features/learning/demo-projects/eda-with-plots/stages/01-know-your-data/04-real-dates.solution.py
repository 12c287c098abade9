import pandas as pd

rentals = pd.read_csv("/data/bike_rentals.csv")
print(rentals["date"].dtype)

rentals["date"] = pd.to_datetime(rentals["date"])
rentals["month"] = rentals["date"].dt.month

rentals.head()
