import pandas as pd

orders = pd.read_csv("/data/cafe_orders.csv")

# Add the sales column here

orders.head()
