print("carousel")
