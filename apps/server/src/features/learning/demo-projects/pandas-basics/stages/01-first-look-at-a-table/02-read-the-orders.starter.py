import pandas as pd

# Read /data/cafe_orders.csv into orders
orders = ___

orders.head()
