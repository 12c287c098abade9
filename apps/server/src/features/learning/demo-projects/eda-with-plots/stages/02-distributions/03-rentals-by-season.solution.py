import matplotlib.pyplot as plt
import pandas as pd

rentals = pd.read_csv("/data/bike_rentals.csv")
order = ["spring", "summer", "autumn", "winter"]

by_season = rentals.groupby("season")["rentals"].mean().reindex(order)

fig, ax = plt.subplots(figsize=(6, 4))
ax.bar(by_season.index, by_season.values)
ax.set_ylabel("Average rentals per day")
