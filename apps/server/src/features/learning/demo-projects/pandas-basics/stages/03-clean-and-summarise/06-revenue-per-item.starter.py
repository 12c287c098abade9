import pandas as pd

orders = pd.read_csv("/data/cafe_orders.csv")

orders["sales"] = ___
revenue_by_menu = ___
top3 = ___
top3
