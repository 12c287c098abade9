import pandas as pd

orders = pd.read_csv("/data/cafe_orders.csv")

missing_ratings = orders["rating"].isna().sum()
rated = orders.dropna(subset=["rating"])
average_rating = rated["rating"].mean()
print(missing_ratings, len(rated), round(average_rating, 2))
