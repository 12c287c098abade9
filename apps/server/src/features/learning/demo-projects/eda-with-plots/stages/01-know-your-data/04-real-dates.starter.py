import pandas as pd

rentals = pd.read_csv("/data/bike_rentals.csv")
print(rentals["date"].dtype)

# Convert the date column, then add the month column

rentals.head()
