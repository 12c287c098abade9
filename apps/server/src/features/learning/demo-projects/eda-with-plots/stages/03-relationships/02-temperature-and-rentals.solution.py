import matplotlib.pyplot as plt
import pandas as pd

rentals = pd.read_csv("/data/bike_rentals.csv")

fig, ax = plt.subplots(figsize=(6, 4))
ax.scatter(rentals["temp"], rentals["rentals"], alpha=0.5)
ax.set_xlabel("Mean temperature (°C)")
ax.set_ylabel("Rentals per day")
