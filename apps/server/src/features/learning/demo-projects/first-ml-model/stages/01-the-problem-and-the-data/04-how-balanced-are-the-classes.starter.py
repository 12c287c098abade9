import pandas as pd

train = pd.read_csv("/data/train.csv")
y = train["target"]

positive_rate = ___
class_counts = ___
print(positive_rate)
class_counts
