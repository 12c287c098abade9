import matplotlib.pyplot as plt
import pandas as pd

rentals = pd.read_csv("/data/bike_rentals.csv")
rentals["date"] = pd.to_datetime(rentals["date"])
rentals["month"] = rentals["date"].dt.month

monthly = rentals.groupby("month")["rentals"].sum()

fig, ax = plt.subplots(figsize=(7, 4))
ax.plot(monthly.index, monthly.values, marker="o")
ax.set_xticks(range(1, 13))
ax.set_xlabel("Month")
ax.set_ylabel("Rentals")
