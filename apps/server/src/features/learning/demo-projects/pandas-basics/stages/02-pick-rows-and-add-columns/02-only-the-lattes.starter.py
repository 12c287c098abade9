import pandas as pd

orders = pd.read_csv("/data/cafe_orders.csv")

lattes = ___
print(len(lattes))
