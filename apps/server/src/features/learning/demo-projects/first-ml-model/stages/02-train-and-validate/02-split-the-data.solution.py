import pandas as pd
from sklearn.model_selection import train_test_split

train = pd.read_csv("/data/train.csv")
features = ["x1", "x2", "x3"]
X = train[features]
y = train["target"]

X_train, X_valid, y_train, y_valid = train_test_split(X, y, test_size=0.2, random_state=42, stratify=y)
print(len(X_train), len(X_valid), round(y_train.mean(), 3), round(y_valid.mean(), 3))
