import pandas as pd

orders = pd.read_csv("/data/cafe_orders.csv")

missing_ratings = ___
rated = ___
average_rating = ___
print(missing_ratings, len(rated), round(average_rating, 2))
