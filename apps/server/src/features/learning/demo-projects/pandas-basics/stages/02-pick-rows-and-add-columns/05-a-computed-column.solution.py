import pandas as pd

orders = pd.read_csv("/data/cafe_orders.csv")

orders["sales"] = orders["price"] * orders["quantity"]

orders.head()
