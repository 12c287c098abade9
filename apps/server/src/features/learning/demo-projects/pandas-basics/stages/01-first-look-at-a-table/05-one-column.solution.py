import pandas as pd

orders = pd.read_csv("/data/cafe_orders.csv")
print(orders.columns)

menu = orders["menu"]
menu_price = orders[["menu", "price"]]
menu_price.head()
