import pandas as pd

orders = pd.read_csv("/data/cafe_orders.csv")

n_rows, n_cols = orders.shape
print(n_rows, n_cols)
