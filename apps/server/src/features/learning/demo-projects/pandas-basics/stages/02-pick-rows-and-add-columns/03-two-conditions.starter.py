import pandas as pd

orders = pd.read_csv("/data/cafe_orders.csv")

big_coffee = orders[(orders["category"] == "coffee")]
print(len(big_coffee))
