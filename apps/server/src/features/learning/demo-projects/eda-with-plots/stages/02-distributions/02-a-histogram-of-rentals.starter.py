import matplotlib.pyplot as plt
import pandas as pd

rentals = pd.read_csv("/data/bike_rentals.csv")

fig, ax = plt.subplots(figsize=(7, 4))
# Draw the histogram and label the axes
