import pandas as pd

orders = pd.read_csv("/data/cafe_orders.csv")

menu_counts = orders["menu"].value_counts()
top_menu = menu_counts.index[0]
print(menu_counts)
print("Top:", top_menu)
