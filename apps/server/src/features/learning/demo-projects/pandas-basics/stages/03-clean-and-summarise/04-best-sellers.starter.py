import pandas as pd

orders = pd.read_csv("/data/cafe_orders.csv")

menu_counts = ___
top_menu = ___
print(menu_counts)
print("Top:", top_menu)
