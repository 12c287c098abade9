import pandas as pd

orders = pd.read_csv("/data/cafe_orders.csv")

orders["sales"] = orders["price"] * orders["quantity"]
revenue_by_menu = orders.groupby("menu")["sales"].sum().sort_values(ascending=False)
top3 = revenue_by_menu.head(3)
top3
