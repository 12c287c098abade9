import pandas as pd

orders = pd.read_csv("/data/cafe_orders.csv")
print(orders.columns)

menu = ___
menu_price = ___
menu_price.head()
