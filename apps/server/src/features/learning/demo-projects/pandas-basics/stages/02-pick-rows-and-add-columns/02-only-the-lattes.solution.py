import pandas as pd

orders = pd.read_csv("/data/cafe_orders.csv")

lattes = orders[orders["menu"] == "Latte"]
print(len(lattes))
