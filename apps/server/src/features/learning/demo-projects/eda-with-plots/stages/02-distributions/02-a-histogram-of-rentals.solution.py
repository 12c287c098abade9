import matplotlib.pyplot as plt
import pandas as pd

rentals = pd.read_csv("/data/bike_rentals.csv")

fig, ax = plt.subplots(figsize=(7, 4))
ax.hist(rentals["rentals"], bins=30)
ax.set_xlabel("Rentals per day")
ax.set_ylabel("Days")
