import matplotlib.pyplot as plt
import pandas as pd

rentals = pd.read_csv("/data/bike_rentals.csv")

fig, ax = plt.subplots(figsize=(6, 4))
# Draw temp (x) against rentals (y) and label the axes
