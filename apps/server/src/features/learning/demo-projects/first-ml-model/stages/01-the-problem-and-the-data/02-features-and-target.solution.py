import pandas as pd

train = pd.read_csv("/data/train.csv")
test = pd.read_csv("/data/test.csv")
features = ["x1", "x2", "x3"]

X = train[features]
y = train["target"]
print(X.shape, y.shape)
