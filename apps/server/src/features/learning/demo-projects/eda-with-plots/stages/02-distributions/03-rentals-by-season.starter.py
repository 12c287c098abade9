import matplotlib.pyplot as plt
import pandas as pd

rentals = pd.read_csv("/data/bike_rentals.csv")
order = ["spring", "summer", "autumn", "winter"]

by_season = ___

fig, ax = plt.subplots(figsize=(6, 4))
ax.set_ylabel("Average rentals per day")
