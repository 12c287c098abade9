import pandas as pd

train = pd.read_csv("/data/train.csv")
y = train["target"]

positive_rate = y.mean()
class_counts = y.value_counts()
print(positive_rate)
class_counts
