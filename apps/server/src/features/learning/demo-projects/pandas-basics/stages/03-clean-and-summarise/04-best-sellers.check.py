check_object("menu_counts")
check_object("top_menu")
