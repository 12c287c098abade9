import pandas as pd

orders = pd.read_csv("/data/cafe_orders.csv")

n_rows = ___
n_cols = ___
print(n_rows, n_cols)
